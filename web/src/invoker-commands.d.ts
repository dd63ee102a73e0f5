// Invoker commands (HTML): a button with `commandfor` (an element's id) and `command` opens or closes a <dialog> or a
// popover with no script. React passes both through as plain attributes; its types do not list them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
