export { deskWaitlistRoutes } from './desk';
export { waitlistPages } from './pages';
