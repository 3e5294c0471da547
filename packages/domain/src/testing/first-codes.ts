/** The first code by field of a body that fails to parse, as a form shows it (tests only). */
export function firstCodes(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  if (result.success || !result.error) throw new Error('expected the body to fail');
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}
