import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

export const system = createSystem(defaultConfig, config);
