/**
 * The height of a bar fixed at the bottom of a small screen (the contracting wizard's Previous and
 * Next, spec 3 point 2): the page keeps this much room below its content, and the help button rises
 * above it, so the bar hides nothing.
 */
export const BOTTOM_BAR_HEIGHT = 72;

/**
 * The floating help button (features/help): its height and its distance from the screen's bottom
 * and right edges, small and wide screens. The page keeps room for it below its content (issue 25
 * points 9 and 18), so scrolling to the end uncovers what it would cover: the last links of the
 * footer, a chart's table button, a field's hint.
 */
export const HELP_BUTTON_HEIGHT = 40;
export const HELP_BUTTON_OFFSET = { xs: 12, md: 24 } as const;

/** The room below the page for the help button: its height with its offset above and below it. */
export const helpButtonRoom = (breakpoint: keyof typeof HELP_BUTTON_OFFSET) =>
  HELP_BUTTON_HEIGHT + 2 * HELP_BUTTON_OFFSET[breakpoint];
