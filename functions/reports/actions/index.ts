export * from './desk';
export * from './links';
export * from './store';
export * from './sweep';
