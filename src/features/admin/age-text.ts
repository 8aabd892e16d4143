/** How long an invoice has waited, as a person says it: '5 min', '3 h', '2 dias'. */
export function ageText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} dias`;
}
