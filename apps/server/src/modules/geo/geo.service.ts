import type { GeoResponse } from '@frameshop/contract';
import geoip from 'geoip-country';

export interface Region {
  country: string;
  isIndianUser: boolean;
}

/**
 * The visitor's region, decided on the server from the client address with an offline database
 * (no third-party call, no key in the browser). Loopback, private and unknown addresses get the
 * configured default country.
 */
export class GeoService {
  constructor(private readonly defaultCountry: string) {}

  regionOf(ip: string): Region {
    const country = geoip.lookup(ip)?.country ?? this.defaultCountry;
    return { country, isIndianUser: country === 'IN' };
  }

  describe(ip: string): GeoResponse {
    const { country, isIndianUser } = this.regionOf(ip);
    return isIndianUser
      ? { country, currencyCode: 'INR', currencySymbol: '₹', isIndianUser }
      : { country, currencyCode: 'USD', currencySymbol: '$', isIndianUser };
  }
}
