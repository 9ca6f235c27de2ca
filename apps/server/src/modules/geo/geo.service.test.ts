import { describe, expect, it } from 'vitest';
import { GeoService } from './geo.service';

describe('GeoService.regionOf', () => {
  it('gives the same answer for an address every time, remembered or not', () => {
    const geo = new GeoService('US', 2);
    const india = geo.regionOf('49.36.0.1');
    expect(india).toEqual({ country: 'IN', isIndianUser: true });
    expect(geo.regionOf('49.36.0.1')).toBe(india);
    expect(geo.regionOf('127.0.0.1')).toEqual({ country: 'US', isIndianUser: false });
    // Past its size the memory starts over; answers stay the same.
    expect(geo.regionOf('8.8.8.8').isIndianUser).toBe(false);
    expect(geo.regionOf('49.36.0.1')).toEqual(india);
  });

  it('answers objects callers cannot change for the next request', () => {
    const geo = new GeoService('US');
    expect(Object.isFrozen(geo.regionOf('49.36.0.1'))).toBe(true);
  });
});
