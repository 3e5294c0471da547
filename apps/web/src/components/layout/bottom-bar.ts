/**
 * The height of a bar fixed at the bottom of a small screen (the contracting wizard's Previous and
 * Next, spec 3 point 2): the page keeps this much room below its content, and the help button rises
 * above it, so the bar hides nothing.
 */
export const BOTTOM_BAR_HEIGHT = 72;
