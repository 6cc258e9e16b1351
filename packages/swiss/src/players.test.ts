import { describe, expect, it } from 'vitest';
import { colourPreference } from './players';

describe('colour preferences (FIDE C.04.3 1.6)', () => {
  it('reads absolute, strong, mild and none', () => {
    expect(colourPreference([])).toEqual({ colour: null, strength: 'none' });
    expect(colourPreference(['white'])).toEqual({ colour: 'black', strength: 'strong' });
    expect(colourPreference(['white', 'black'])).toEqual({ colour: 'white', strength: 'mild' });
    expect(colourPreference(['black', 'black'])).toEqual({ colour: 'white', strength: 'absolute' });
    expect(colourPreference(['white', 'white', 'black'])).toEqual({ colour: 'black', strength: 'strong' });
    expect(colourPreference(['black', 'white', 'white'])).toEqual({ colour: 'black', strength: 'absolute' });
  });
});
