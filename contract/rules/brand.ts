/**
 * Brand settings: the spec's {product} and {phone}. The one place to rebrand the client;
 * the sandbox server reads it too.
 */
export const BRAND = {
  product: 'Kōwhai Bank',
  /** 0800 KOWHAI */
  phone: '0800 569 424',
  phoneOverseas: '+64 4 831 0800',
  publicSite: 'https://www.kowhaibank.co.nz',
  /** The native apps' custom scheme: the webview's commands are `kowhaibank://<command>`. */
  nativeScheme: 'kowhaibank',
} as const;
