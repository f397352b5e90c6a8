// Spec section 4: when a slide becomes active, its videos play and the videos
// of every other slide pause.

export type VideoCommand = 'play' | 'pause';

/** For each video, given the slide it sits in, what it should do now. */
export function planVideos(videoSlideIndexes: readonly number[], active: number): VideoCommand[] {
  return videoSlideIndexes.map((slide) => (slide === active ? 'play' : 'pause'));
}

/** Applies the plan to the <video> elements inside the slide elements of `track`. */
export function syncVideos(track: HTMLElement, active: number): void {
  const videos: HTMLVideoElement[] = [];
  const slideIndexes: number[] = [];
  Array.from(track.children).forEach((slide, index) => {
    for (const video of slide.querySelectorAll('video')) {
      videos.push(video);
      slideIndexes.push(index);
    }
  });
  planVideos(slideIndexes, active).forEach((command, i) => {
    const video = videos[i];
    if (video === undefined) return;
    if (command === 'pause') {
      video.pause();
      return;
    }
    // Browsers refuse unmuted autoplay without a prior gesture; the video then
    // simply waits for the visitor's own play button, which is no error.
    video.play().catch(() => undefined);
  });
}
