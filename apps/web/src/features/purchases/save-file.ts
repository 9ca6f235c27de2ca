/**
 * Starts the browser's download of `url` as `fileName`. The link is same-origin, so the `download`
 * attribute is honoured and the page stays where it is.
 */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
