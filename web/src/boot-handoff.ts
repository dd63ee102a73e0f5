/** A press held by the page's inline script (web/src/boot.ts) until the runtime (entry-client.tsx) runs. */
export interface BootPress {
  /** The island whose form it was, or null for a Login / Sign up dialog's form. */
  island: HTMLElement | null;
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** What the inline script hands to the runtime: the islands reached, the presses held, and how to stop listening. */
export interface BootHandoff {
  woken: HTMLElement[];
  held: BootPress[];
  stop(): void;
}

declare global {
  interface Window {
    __clinicBoot?: BootHandoff;
  }
}
