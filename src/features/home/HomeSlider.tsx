import { ART_MEDIA, slideArt } from '../../../contract/static-art';
import { S } from '../../../copy/storefront';
import { Icon } from '../../ui/Icon';
import * as css from './home.css';
import { useSlider } from './use-slider';

const SLIDES = S.home.slides.map((s, i) => ({ ...s, art: slideArt(i + 1) }));

/** The home carousel: 4 images, previous/next wrap around in both directions; no autoplay. */
export function HomeSlider() {
  const { index, previous, next, pointer, focus } = useSlider();
  const slide = SLIDES[index] ?? SLIDES[0]!;
  return (
    <section
      className={css.slider}
      aria-roledescription="carrusel"
      aria-label={S.home.slider}
      onPointerEnter={() => pointer(true)}
      onPointerLeave={() => pointer(false)}
      onFocus={() => focus(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && focus(false)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a slide is a group with a role description (WAI-ARIA carousel pattern), not a form's fieldset */}
      <div
        className={css.slideFrame}
        role="group"
        aria-roledescription="diapositiva"
        aria-label={S.home.slide(index + 1, SLIDES.length)}
        aria-live="polite"
      >
        <picture key={slide.art.wide}>
          <source media={ART_MEDIA.phone} srcSet={slide.art.phone} width={800} height={640} />
          <img
            className={css.slideImage}
            src={slide.art.wide}
            width={1600}
            height={640}
            alt={slide.alt}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        </picture>
        <div className={css.slideCaption}>
          <p className={css.slideTitle}>{slide.title}</p>
          <p className={css.slideText}>{slide.text}</p>
        </div>
      </div>
      <button type="button" className={css.arrowPrev} aria-label={S.home.previous} onClick={previous}>
        <Icon name="chevronLeft" />
      </button>
      <button type="button" className={css.arrowNext} aria-label={S.home.next} onClick={next}>
        <Icon name="chevronRight" />
      </button>
      <div className={css.dots} aria-hidden="true">
        {SLIDES.map((s, i) => (
          <span key={s.art.wide} className={css.dot} data-active={i === index} />
        ))}
      </div>
    </section>
  );
}
