import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface FitWidthProps {
  /** The natural width of the content, in px. */
  contentWidth: number;
  /** The largest scale allowed (1: never enlarge). */
  maxScale?: number;
  children: ReactNode;
}

/**
 * Shows content at its natural size when there is room and shrinks it to the available
 * width when not, keeping its layout (a transform, so measurements inside are unaffected).
 * It takes the width its surroundings give and never asks for more: inline-size containment
 * keeps the content's natural width (a whole A4 page) out of the parents' sizing, where it
 * would widen an `auto` grid column past a phone's screen.
 */
export function FitWidth({ contentWidth, maxScale = 1, children }: FitWidthProps) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState<number>();

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content) return;
    const update = () => {
      const next = Math.min(maxScale, box.clientWidth / contentWidth);
      setScale(next);
      setHeight(content.offsetHeight * next);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentWidth, maxScale]);

  return (
    <div
      ref={outer}
      data-fit-width=""
      style={{ width: '100%', height, overflow: 'hidden', contain: 'inline-size' }}
    >
      <div
        ref={inner}
        style={{ width: contentWidth, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      >
        {children}
      </div>
    </div>
  );
}
