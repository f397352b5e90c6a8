import { describe, expect, it } from 'vitest';
import { planVideos } from './slide-videos';

describe('planVideos', () => {
  it('plays the videos of the active slide and pauses all others', () => {
    // Two videos in slide 0, one in slide 2, one in slide 3.
    expect(planVideos([0, 0, 2, 3], 2)).toEqual(['pause', 'pause', 'play', 'pause']);
  });

  it('plays every video of the active slide', () => {
    expect(planVideos([1, 1], 1)).toEqual(['play', 'play']);
  });

  it('pauses everything when the active slide has no video', () => {
    expect(planVideos([0, 2], 1)).toEqual(['pause', 'pause']);
  });
});
