/** Precision and nDCG at K with binary gains; the ideal is as many relevant results as the catalogue has, up to K. */
export const K = 16;

export function precisionAtK(relevant: readonly boolean[], available: number): number {
  const ideal = Math.min(K, available);
  if (ideal === 0) return relevant.length === 0 ? 1 : 0;
  return relevant.slice(0, K).filter(Boolean).length / ideal;
}

export function ndcgAtK(relevant: readonly boolean[], available: number): number {
  const ideal = Math.min(K, available);
  if (ideal === 0) return relevant.length === 0 ? 1 : 0;
  const gain = (rank: number) => 1 / Math.log2(rank + 2);
  const dcg = relevant.slice(0, K).reduce((sum, hit, rank) => sum + (hit ? gain(rank) : 0), 0);
  let idcg = 0;
  for (let rank = 0; rank < ideal; rank++) idcg += gain(rank);
  return dcg / idcg;
}
