/** Points in tenths as an arbiter writes them: 3½, ½, 2, 1.3 for odd systems. */
export function pointsText(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  if (rest === 0) return String(whole);
  if (rest === 5) return whole === 0 ? '½' : `${whole}½`;
  return (tenths / 10).toFixed(1);
}
