import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders `children` in an iframe `width` px wide, scaled down to fit its box. The frame is a real
 * viewport, so the storefront's responsive classes (sm:, lg:) answer to the chosen width instead
 * of the admin's window. Content is rendered through a portal, so it shares this page's React
 * context (router, queries) and updates as the draft changes; the app's stylesheets are copied in.
 * The content is inert: a preview is looked at, its links and buttons do nothing.
 */
export function PreviewFrame({
  width,
  title,
  children,
}: {
  width: number;
  title: string;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [contentHeight, setContentHeight] = useState(0);
  const [boxWidth, setBoxWidth] = useState(0);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let observer: ResizeObserver | undefined;
    function setUp() {
      const doc = frame?.contentDocument;
      const view = frame?.contentWindow;
      if (!doc || !view || doc.getElementById('preview-root')) return;
      doc.documentElement.lang = document.documentElement.lang;
      doc.documentElement.style.overflow = 'hidden';
      for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) {
        doc.head.append(sheet.cloneNode(true));
      }
      const mount = doc.createElement('div');
      mount.id = 'preview-root';
      mount.inert = true;
      doc.body.append(mount);
      observer?.disconnect();
      // The frame's own ResizeObserver: it watches the frame's layout, at the frame's width.
      const FrameObserver = (view as Window & typeof globalThis).ResizeObserver;
      const watcher = new FrameObserver(() => setContentHeight(mount.offsetHeight));
      watcher.observe(mount);
      observer = watcher;
      setRoot(mount);
    }
    // A frame without src holds a ready about:blank at once; some browsers swap it on 'load'.
    if (frame.contentDocument?.readyState === 'complete') setUp();
    frame.addEventListener('load', setUp);
    return () => {
      frame.removeEventListener('load', setUp);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 0;
  const height = contentHeight || 800;
  return (
    <div ref={boxRef} className="w-full overflow-hidden" style={{ height: height * scale }}>
      <iframe
        ref={frameRef}
        title={title}
        tabIndex={-1}
        className="mx-auto block border-0 bg-slate-50"
        style={{ width, height, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      />
      {root && createPortal(children, root)}
    </div>
  );
}
