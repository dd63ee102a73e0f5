export * from './waitlist';
