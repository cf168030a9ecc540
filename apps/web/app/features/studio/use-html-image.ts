import { useEffect, useState } from 'react';

/** An image element for the canvas once `url` has loaded; null before, or when it fails. */
export function useHtmlImage(url: string | null): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!url) return;
    const element = new Image();
    element.onload = () => setImage(element);
    element.src = url;
    return () => {
      element.onload = null;
      setImage(null);
    };
  }, [url]);
  return image;
}
