/** The store's breakpoints, as min-width media queries. */
export const breakpoint = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const media = {
  sm: `screen and (min-width: ${breakpoint.sm}px)`,
  md: `screen and (min-width: ${breakpoint.md}px)`,
  lg: `screen and (min-width: ${breakpoint.lg}px)`,
  xl: `screen and (min-width: ${breakpoint.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
