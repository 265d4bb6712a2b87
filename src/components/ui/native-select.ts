/** A native select in the app's style (long lists of mappings stay light and fully accessible). */
export const nativeSelectClass =
  'h-10 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:[color-scheme:dark]';
