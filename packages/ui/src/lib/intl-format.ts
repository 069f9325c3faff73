/**
 * Intl formatters, one per locale and options, kept for the page's life. Building one costs far
 * more than using it: on /projects, a new `Intl.NumberFormat` per money amount took 55 ms of a
 * 117 ms task at 4x CPU slowdown (decision 0721). Every screen formats through these.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
