import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Palettes the site never uses. Kept: gray (Chakra's fallback), red, green, blue and orange (status colours of
 * alerts and toasts), and the clinic's own brand, ink and sand.
 */
const DROPPED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

type TokenTree = { [key: string]: TokenTree | unknown };

/** The site has no dark mode: keep each semantic token's light value and drop its `_dark` one. */
function lightOnly(tree: TokenTree): TokenTree {
  const out: TokenTree = {};
  for (const [k, v] of Object.entries(tree)) {
    if (k === 'value' && v && typeof v === 'object' && '_dark' in (v as object)) {
      const c = v as { base?: unknown; _light?: unknown };
      out[k] = c._light ?? c.base;
    } else if (v && typeof v === 'object' && !Array.isArray(v)) out[k] = lightOnly(v as TokenTree);
    else out[k] = v;
  }
  return out;
}

function withoutPalettes<T extends { colors?: Record<string, unknown> }>(group: T): T {
  const colors = Object.fromEntries(Object.entries(group.colors ?? {}).filter(([name]) => !DROPPED_PALETTES.has(name)));
  return { ...group, colors };
}

/**
 * Token groups no style of the site reads, statically or at run time (no aspectRatio, blur or border token is named in
 * web/src, and no recipe the site keeps uses one): each of their tokens would be a custom property declared on :root
 * of every page. The build fails if a style reads a variable nothing declares (scripts/prerender.ts).
 */
const DROPPED_TOKEN_GROUPS = new Set(['aspectRatios', 'blurs', 'borders']);

function withoutUnusedGroups<T extends object>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !DROPPED_TOKEN_GROUPS.has(name))) as T;
}

/**
 * Chakra's rule for every element declares 26 custom properties on each one, of which 23 only serve the `ring`,
 * `filter` and `backdropFilter` style props, which the site never uses: each element would carry them through style
 * resolution. Kept: the font feature and the three `--global-*` variables the reset reads (decision 026).
 */
function leanUniversal<T extends object>(rule: T): T {
  const kept = Object.entries(rule).filter(
    ([k]) =>
      !/^--(?:ring-|backdrop-|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow)/.test(k),
  );
  return Object.fromEntries(kept) as T;
}

/**
 * Chakra's theme with only the recipes this site renders. The default config carries every component's recipe
 * (≈ 70), which the browser would download and compile at start-up; a component added to the site needs its recipe
 * added here, or it renders unstyled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    '*': leanUniversal(globalCss['*']),
    // An island's wrapper (web/src/islands/island.tsx) takes no part in the layout: its form is laid out as if the wrapper were not there.
    '[data-island]': { display: 'contents' },
    // The clinic's notice on top of every page (web/src/components/clinic-facts.tsx): a plain element, as the edge may
    // write it into a page built without one (common/clinic/display.ts, noticeHtml).
    '[data-clinic=notice]': {
      bg: 'sand.100',
      color: 'ink.900',
      borderBottomWidth: '1px',
      borderColor: 'sand.300',
      px: '4',
      py: '2',
      textAlign: 'center',
      fontSize: 'sm',
      fontWeight: 'medium',
    },
  },
  theme: {
    breakpoints,
    keyframes,
    // Every token becomes a CSS variable inlined in each page and re-serialised at hydration: keep what is used.
    tokens: withoutUnusedGroups(withoutPalettes(tokens)),
    semanticTokens: lightOnly(withoutPalettes(semanticTokens)) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The clinic's design tokens: a calm teal for trust and care, a deep ink for reading, warm sand for highlights.
 * Components use the semantic tokens (brand.solid, brand.fg, …) so the palette changes here only.
 */
const config = defineConfig({
  // Keep the CSS Chakra emits to what the site uses: no global reset of unused parts.
  preflight: true,
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans Devanagari', sans-serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans Devanagari', sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#e8f6f5' },
          100: { value: '#c7e9e7' },
          200: { value: '#94d3cf' },
          300: { value: '#5ab9b4' },
          400: { value: '#2c9c97' },
          500: { value: '#0f817c' },
          600: { value: '#0b6e6e' },
          700: { value: '#095a5b' },
          800: { value: '#084648' },
          900: { value: '#063536' },
          950: { value: '#03201f' },
        },
        ink: {
          700: { value: '#2c3e46' },
          800: { value: '#1d2c33' },
          900: { value: '#12202a' },
        },
        sand: {
          50: { value: '#fdf8f0' },
          100: { value: '#f8ecd9' },
          500: { value: '#c98a2b' },
          700: { value: '#8a5a12' },
        },
      },
    },
    keyframes: {
      // The floating contact buttons, driven by the page's scroll rather than by time (floating-contact.tsx).
      'floating-reveal': {
        from: { visibility: 'hidden', opacity: '0', translate: '0 0.5rem' },
        to: { visibility: 'visible', opacity: '1', translate: '0 0' },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error red (#ef4444) is 3.8:1 on white; field errors need 4.5:1 (WCAG AA).
        fg: { error: { value: '{colors.red.700}' } },
        border: { error: { value: '{colors.red.600}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '88px', _motionReduce: { scrollBehavior: 'auto' } },
    body: { color: 'ink.800', bg: 'white' },
  },
});

let built: ReturnType<typeof createSystem> | undefined;

/**
 * The clinic's Chakra system, built on first use. Building it compiles every token and recipe (tens of milliseconds
 * on a phone), so the browser does it in a task of its own between loading the scripts and hydrating.
 */
export function clinicSystem(): ReturnType<typeof createSystem> {
  built ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return built;
}
