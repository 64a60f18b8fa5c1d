'use client';

import { useEffect } from 'react';

declare global {
  interface Window {
    _hwq?: unknown[][];
  }
}

interface ReviewsWidgetProps {
  scriptUrl: string;
  widgetKey: string;
}

/**
 * The reviews provider's floating certificate widget (Heureka's documented snippet), loaded once the
 * page is idle so that it never delays the shop's own content.
 */
export function ReviewsWidget({ scriptUrl, widgetKey }: ReviewsWidgetProps) {
  useEffect(() => {
    if (document.querySelector('script[data-reviews-widget]')) return;
    const load = () => {
      window._hwq = window._hwq ?? [];
      window._hwq.push(['setKey', widgetKey], ['setTopPos', '60'], ['showWidget', '22']);
      const script = document.createElement('script');
      script.async = true;
      script.src = scriptUrl;
      script.dataset.reviewsWidget = '';
      document.body.appendChild(script);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }, [scriptUrl, widgetKey]);
  return null;
}
