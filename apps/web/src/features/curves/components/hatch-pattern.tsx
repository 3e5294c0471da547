/** A unique SVG id from React's useId, whose colons and other marks ids may not hold. */
export const svgId = (prefix: string, reactId: string) =>
  `${prefix}-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** White diagonal hatching, drawn over the colour of an estimated reading (bar and legend alike). */
export function HatchPattern({ id }: { id: string }) {
  return (
    <pattern
      id={id}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform="rotate(45)"
    >
      <line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" strokeWidth="2.5" />
    </pattern>
  );
}
