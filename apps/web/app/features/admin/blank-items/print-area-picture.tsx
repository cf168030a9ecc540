import { useEffect, useRef, useState } from 'react';

type Area = { x: number; y: number; width: number; height: number };

const inputOf = (form: HTMLFormElement | null, name: string) =>
  form?.elements.namedItem(name) instanceof HTMLInputElement
    ? (form.elements.namedItem(name) as HTMLInputElement)
    : null;

/**
 * A side's picture with its print area drawn on it. With scripts, dragging on the picture draws a new area
 * and fills the form's x, y, width and height (in the picture's own pixels); typing in them moves the frame.
 * Without scripts the picture is only shown, and the typed inputs are the form.
 */
export function PrintAreaPicture({
  src,
  alt,
  area,
  hint,
}: {
  src: string;
  alt: string;
  area: Area;
  hint: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(area);
  const [scale, setScale] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const img = image.current;
    if (!img) return;
    const measure = () => img.naturalWidth > 0 && setScale(img.clientWidth / img.naturalWidth);
    measure();
    img.addEventListener('load', measure);
    window.addEventListener('resize', measure);
    const form = img.closest('form');
    const typed = () => {
      const read = (name: string) => Number(inputOf(form, name)?.value ?? 0);
      setShown({ x: read('x'), y: read('y'), width: read('width'), height: read('height') });
    };
    form?.addEventListener('input', typed);
    return () => {
      img.removeEventListener('load', measure);
      window.removeEventListener('resize', measure);
      form?.removeEventListener('input', typed);
    };
  }, []);

  const point = (event: React.PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = scale ?? 1;
    return {
      x: Math.max(0, Math.round((event.clientX - box.left) / ratio)),
      y: Math.max(0, Math.round((event.clientY - box.top) / ratio)),
    };
  };
  const draw = (event: React.PointerEvent) => {
    if (!start.current) return;
    const at = point(event);
    const next = {
      x: Math.min(start.current.x, at.x),
      y: Math.min(start.current.y, at.y),
      width: Math.abs(at.x - start.current.x),
      height: Math.abs(at.y - start.current.y),
    };
    setShown(next);
    const form = image.current?.closest('form') ?? null;
    for (const [name, value] of Object.entries(next)) {
      const input = inputOf(form, name);
      if (input) input.value = String(value);
    }
  };

  return (
    // The picture's x runs from its left edge whatever the page's direction.
    <div dir="ltr" className="relative inline-block max-w-sm select-none">
      <img ref={image} src={src} alt={alt} className="block max-w-full" draggable={false} />
      {scale !== null && (
        <>
          <div
            role="presentation"
            title={hint}
            className="absolute inset-0 cursor-crosshair touch-none"
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              start.current = point(event);
            }}
            onPointerMove={draw}
            onPointerUp={(event) => {
              draw(event);
              start.current = null;
            }}
          />
          <div
            aria-hidden="true"
            data-testid="print-area-frame"
            className="pointer-events-none absolute border-2 border-dashed border-blue-600 bg-blue-600/10"
            style={{
              left: shown.x * scale,
              top: shown.y * scale,
              width: shown.width * scale,
              height: shown.height * scale,
            }}
          />
        </>
      )}
    </div>
  );
}
