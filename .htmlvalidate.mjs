/**
 * html-validate for the prerendered pages (scripts/validate-html.ts, run by `npm test`): the recommended rules, with
 * these exceptions, each about how React writes markup rather than what the markup means.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes some attribute names in camelCase (maxLength, autoComplete); HTML attribute names are
    // case-insensitive, so browsers read them the same.
    'attr-case': 'off',
    // React writes void elements as <br/> and boolean/empty attributes as ="" — spelling only, same DOM.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    // React's useId makes ids like «_R_3_-name» (any non-space characters are valid ids in HTML).
    'valid-id': ['error', { relaxed: true }],
    // Chakra's List sets role="list" on <ul>: Safari drops list semantics from lists styled without bullets, and
    // the role restores them for VoiceOver.
    'no-redundant-role': 'off',
  },
};
