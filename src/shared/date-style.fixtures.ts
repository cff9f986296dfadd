/**
 * The digits of a formatted date or number in the order they are written, as Latin digits, each
 * run apart ("٠٢‏/١٢‏/٢٠٢٦" → ['02', '12', '2026']): what a test reads whatever the script.
 */
export const digitsOf = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
      if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
      return /\d/.test(c) ? c : ' ';
    })
    .join('')
    .trim()
    .split(/\s+/);
