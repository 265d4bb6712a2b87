import type { HydrationState } from 'react-router-dom';

/** What the build leaves beside a prerendered page so the browser can hydrate it. */
export interface PrerenderedPage {
  /** The path the page was rendered for; null for 404.html, which a host serves at any unknown path. */
  path: string | null;
  hydrationData: HydrationState;
}

export const PRERENDERED_PAGE_ID = 'prerendered-page';

/**
 * The page's data as a JSON block: a script the browser never runs (so `script-src 'self'`
 * allows it) with every `<` escaped, so no text in it can close the element.
 */
export function prerenderedPageScript(page: PrerenderedPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_PAGE_ID}">${json}</script>`;
}

export function readPrerenderedPage(): PrerenderedPage | null {
  const text = document.getElementById(PRERENDERED_PAGE_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderedPage) : null;
}
