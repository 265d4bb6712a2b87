// A prerendered page's styles in two parts, so that it paints from its HTML alone:
//
// - inline in its <head>: every rule without a class (Tailwind's base layer: preflight,
//   the theme variables, `*`) and the class rules its markup uses, in both themes;
// - the stylesheet's class rules, in their order, in a file public/boot.js loads after the
//   first paint and before the app runs. With no rule that can match every element, adding
//   it restyles only the elements with those classes, not the whole page (the full
//   stylesheet's universal rules made that a 25–57 ms task on the landing page).
//
// The cascade is the stylesheet's: Tailwind emits the rules without a class before its
// class rules, and the class rules file repeats every class rule in order, after the inline ones.
import Beasties from 'beasties';
import postcss from 'postcss';

const hasClass = (selector: string) => selector.includes('.');

const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  allowRules: [
    /^[^.]*$/, // no class: a later page's table or textarea needs them, and the file leaves them out
    /\.dark\b/, // the dark theme's rules, which match once boot.js sets the class
  ],
  keyframes: 'critical',
  compress: true,
  logLevel: 'warn',
});

// Beasties matches selectors against the markup as written, entities and all: decode the
// ones React writes in class names (an arbitrary variant such as [&_svg]:size-4 holds an &).
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'" };
const decodeClassNames = (html: string) =>
  html.replace(/ class="[^"]*"/g, (names) =>
    names.replace(/&(?:amp|lt|gt|#x27);/g, (entity) => ENTITIES[entity]),
  );

/** The rules of `css` to inline on a page with this `body`. */
export async function criticalCss(css: string, body: string): Promise<string> {
  const html = await beasties.process(
    `<html><head><style>${css}</style></head><body>${decodeClassNames(body)}</body></html>`,
  );
  const rules = /<style>([\s\S]*)<\/style>/.exec(html)?.[1];
  if (rules === undefined) throw new Error('Beasties returned no <style> element');
  return rules;
}

/** The rules of `css` with a class in their selector, and every at-rule that holds rules (keyframes). */
export function classRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const selectors = rule.selectors.filter(hasClass);
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
