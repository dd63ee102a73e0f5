/**
 * Cloudflare Turnstile's shared facts. Each form's widget declares an action and the endpoint it posts to requires
 * that action back from siteverify, so a token solved on one form cannot be spent on another.
 */
export const TURNSTILE_ACTIONS = ['booking', 'contact', 'privacy'] as const;

/** 'booking' for both booking wizards (POST /api/appointment), 'contact' for both contact forms (POST /api/contact),
 * 'privacy' for the request form on /privacy (POST /api/privacy/start). */
export type TurnstileAction = (typeof TURNSTILE_ACTIONS)[number];

/** The header the forms send the widget's token in (the spec's request bodies stay as they are). */
export const TURNSTILE_HEADER = 'X-Turnstile-Token';

/** Cloudflare's script, in explicit mode: the forms render the widget when its box exists, not when it loads. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
