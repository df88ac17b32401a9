import { useEffect, useRef, useState } from 'react';
import partnersMark from '../assets/partners-mark.svg';

const HERO_IMAGE_FAILED = 'The hero image failed to load; it is hidden.';

/**
 * The hero's mark. An image that fails to load is logged and hidden; the layout does not depend on
 * it. On a server-rendered page the image may fail before React attaches its handler, so the effect
 * also checks an image that has already given up.
 */
export function HeroMark() {
  const [markFailed, setMarkFailed] = useState(false);
  const mark = useRef<HTMLImageElement>(null);
  const hideMark = () => {
    console.warn(HERO_IMAGE_FAILED);
    setMarkFailed(true);
  };
  useEffect(() => {
    const image = mark.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
      console.warn(HERO_IMAGE_FAILED);
      setMarkFailed(true);
    }
  }, []);
  return markFailed ? null : <img className="landing-hero__mark" src={partnersMark} alt="" width={56} height={56} ref={mark} onError={hideMark} />;
}
