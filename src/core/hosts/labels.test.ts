import { describe, expect, it } from 'vitest';
import { HOST_CHOICES } from './labels';
import { HOST_PROFILES } from './registry';

describe('HOST_CHOICES', () => {
  it('names every shipped profile by its label, in the profiles’ order', () => {
    expect(HOST_CHOICES).toEqual(HOST_PROFILES.map(({ id, label }) => ({ id, label })));
  });
});
