/**
 * A button whose label may be long (a place's name, a sentence): it wraps inside the button on a phone instead of
 * pushing the page sideways (Chakra's buttons keep their label on one line). Spread onto a Button.
 */
export const WRAPPING_LABEL = { whiteSpace: 'normal', h: 'auto', textAlign: 'start' } as const;
