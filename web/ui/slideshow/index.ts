export { Slideshow, type Slide, type SlideshowProps } from './slideshow';
export { SLIDESHOW_DEFAULTS, type ChangeMode, type SlideshowSettings } from './slideshow-settings';
