/**
 * The device and browser of a session, from its User-Agent, in the words a customer knows
 * ("iPhone", "Safari"). Unknown agents say so rather than guess. The native app's own
 * agents are named as the app.
 */
export function describeUserAgent(userAgent: string | null): { device: string; browser: string } {
  const ua = userAgent ?? '';
  if (/native-app \(ios\)/i.test(ua)) return { device: 'iPhone or iPad', browser: 'Kōwhai app' };
  if (/native-app \(droid\)/i.test(ua)) return { device: 'Android phone', browser: 'Kōwhai app' };
  const device = /iPad/.test(ua) ? 'iPad' : /iPhone/.test(ua) ? 'iPhone' : /Android/.test(ua) ? 'Android phone'
    : /Windows/.test(ua) ? 'Windows computer' : /Macintosh|Mac OS X/.test(ua) ? 'Mac' : /CrOS/.test(ua) ? 'Chromebook'
      : /Linux/.test(ua) ? 'Linux computer' : 'Unknown device';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /(Chrome|Chromium|CriOS)\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari' : 'Unknown browser';
  return { device, browser };
}
