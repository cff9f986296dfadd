import { expect, it } from 'vitest';
import { readCookie } from '@web/lib/api-client';
import { restorePageUrl } from './page-url';

it('puts the page back where it started after a download link took it to a blob: address', () => {
  const start = location.href;
  const link = document.createElement('a');
  link.href = `blob:${location.origin}/a-download`;
  link.download = 'jobs.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // Where the test DOM leaves a page that followed the link: no cookie can be set there.
  expect(location.href).toBe(`blob:${location.origin}/a-download`);
  document.cookie = 'XSRF-TOKEN=lost; path=/';
  expect(readCookie('XSRF-TOKEN')).toBeUndefined();

  restorePageUrl();
  expect(location.href).toBe(start);
  document.cookie = 'XSRF-TOKEN=kept; path=/';
  expect(readCookie('XSRF-TOKEN')).toBe('kept');
});
