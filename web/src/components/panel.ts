/**
 * The raised white card a form or a link page sits in (the booking wizard, /manage, /privacy/request): spread it into
 * a Box or a chakra.form.
 */
export const PANEL = {
  bg: 'white',
  rounded: '2xl',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderColor: 'brand.100',
} as const;

/** The panel's padding: tighter on a phone. */
export const PANEL_PADDING = { base: '5', md: '8' } as const;
