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
  // Every request asks for its region, mostly from addresses seen moments ago; the database does not
  // change while the process runs, so answers are remembered (and all forgotten once there are many).
  private readonly regions = new Map<string, Readonly<Region>>();

  constructor(
    private readonly defaultCountry: string,
    private readonly maxRemembered = 10_000,
  ) {}

  regionOf(ip: string): Readonly<Region> {
    let region = this.regions.get(ip);
    if (!region) {
      const country = geoip.lookup(ip)?.country ?? this.defaultCountry;
      region = Object.freeze({ country, isIndianUser: country === 'IN' });
      if (this.regions.size >= this.maxRemembered) this.regions.clear();
      this.regions.set(ip, region);
    }
    return region;
  }

  describe(ip: string): GeoResponse {
    const { country, isIndianUser } = this.regionOf(ip);
    return isIndianUser
      ? { country, currencyCode: 'INR', currencySymbol: '₹', isIndianUser }
      : { country, currencyCode: 'USD', currencySymbol: '$', isIndianUser };
  }
}
