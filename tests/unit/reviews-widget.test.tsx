// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewsWidget } from '@/components/frame/reviews-widget';

const scriptUrl = 'https://cz.im9.cz/direct/i/gjs.php?n=wdgt&sak=0123456789ABCDEF0123456789ABCDEF';

describe('the reviews widget', () => {
  afterEach(() => {
    document.querySelectorAll('script[data-reviews-widget]').forEach((script) => script.remove());
    delete window._hwq;
  });

  it('loads the provider’s script with the shop’s key only once the page is idle, and only once', () => {
    const idle: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: () => {},
    });
    const runIdle = () => idle.splice(0).forEach((callback) => callback());
    const props = { scriptUrl, widgetKey: '0123456789ABCDEF0123456789ABCDEF' };
    const { rerender } = render(<ReviewsWidget {...props} />);
    expect(document.scripts).toHaveLength(0);
    runIdle();
    expect([...document.scripts].map((script) => script.src)).toEqual([scriptUrl]);
    expect(window._hwq).toContainEqual(['setKey', '0123456789ABCDEF0123456789ABCDEF']);
    rerender(<ReviewsWidget {...props} />);
    render(<ReviewsWidget {...props} />);
    runIdle();
    expect([...document.scripts].map((script) => script.src)).toEqual([scriptUrl]);
  });
});
