/** "1920 × 1080 px". */
export function formatDimensions(width: number, height: number): string {
  return `${width} × ${height} px`;
}

/** The API's "1920x1080" in the same form; other text is shown as given. */
export function formatDimensionText(text: string): string {
  const match = /^\s*(\d+)\s*[x×]\s*(\d+)\s*$/i.exec(text);
  return match ? formatDimensions(Number(match[1]), Number(match[2])) : text;
}
