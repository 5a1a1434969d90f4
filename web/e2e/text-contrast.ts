/**
 * WCAG 1.4.3 (contrast, minimum) for text axe-core cannot judge, computed in the browser: text on a
 * gradient, a background image or texture, or a semi-transparent layer. axe reports such text
 * "incomplete" and passes over it, so a pink-on-pink hero or a button on daisyUI's noise texture
 * would never fail a test.
 *
 * The background is what the text's ancestors paint beneath it, composited as the browser does:
 * each ancestor's background colour, then its background images bottom to top, each ancestor's
 * `opacity` applied to everything it paints, and the page's white canvas at the bottom. A gradient
 * may be any of its colour stops under the text, so each stop is tried and the worst one counts; a
 * `url()` image or texture counts as transparent (the nearest solid colour beneath it is measured).
 * Text colour with alpha is composited the same way.
 */
import type { Locator, Page } from 'playwright-core';

export interface TextContrast {
  /** The text's contrast ratio against its background; for a gradient, at its worst stop. */
  ratio: number;
  /** What WCAG asks of this text: 3 for large text (18 pt, or 14 pt bold), else 4.5. */
  required: number;
  /** The text's and the background's colours at that worst point, as `rgb()`. */
  text: string;
  background: string;
  /** False when nothing of the element is painted (not rendered, hidden, or opacity 0). */
  painted: boolean;
  /** The element's text, shortened, for a message. */
  words: string;
}

/**
 * Measures one element, or each element of a list of axe `target` paths (a selector per shadow
 * root; null where nothing matches now), in one call: a page has up to a hundred of them.
 * Runs in the browser, so it is self-contained (Playwright sends its source). Colours are read
 * through a canvas, which understands every CSS colour (oklch, color-mix results included).
 */
function measureTextContrasts(target: Element | string[][]): (TextContrast | null)[] {
  type Rgba = [number, number, number, number];
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas');
  const rgba = (color: string): Rgba => {
    if (!CSS.supports('color', color)) throw new Error(`not a colour: ${color}`);
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r / 255, g / 255, b / 255, a / 255];
  };
  /** Splits a CSS value at its top-level commas (or spaces), not those inside parentheses. */
  const splitTopLevel = (value: string, separator = ','): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < value.length; i++) {
      const c = value[i];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === separator && depth === 0) {
        parts.push(value.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(value.slice(start).trim());
    return parts.filter((part) => part !== '');
  };
  /** A gradient's colour stops; none for a `url()` or any other picture. */
  const gradientStops = (image: string): Rgba[] => {
    const gradient = /^(?:repeating-)?(?:linear|radial|conic)-gradient\((.*)\)$/s.exec(image);
    if (!gradient?.[1]) return [];
    // A stop is a colour and up to two positions; the direction and the colour hints are not colours.
    return splitTopLevel(gradient[1])
      .map((part) => part.replace(/(\s+-?[\d.]+[a-z%]*)+$/i, ''))
      .filter((part) => CSS.supports('color', part))
      .map(rgba);
  };

  const measure = (element: Element): TextContrast => {
    const style = getComputedStyle(element);
    const text = rgba(style.webkitTextFillColor || style.color);

    /** Where the text is: a form control's content box, else the box around its contents. */
    const textBox = (): DOMRect => {
      const box = element.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const contents = range.getBoundingClientRect();
      const control = element.matches('input, select, textarea');
      if (!control && contents.width > 0 && contents.height > 0) return contents;
      const px = (value: string) => Number.parseFloat(value) || 0;
      const left = box.left + px(style.borderLeftWidth) + px(style.paddingLeft);
      const top = box.top + px(style.borderTopWidth) + px(style.paddingTop);
      const right = box.right - px(style.borderRightWidth) - px(style.paddingRight);
      const bottom = box.bottom - px(style.borderBottomWidth) - px(style.paddingBottom);
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const textArea = textBox();

    // Resolves a computed <length-percentage> (calc() included) against a length, with a probe
    // element's margin: a percentage margin is a share of the containing block's width. It is
    // linear in that length, so two probes give it for any, a negative one included (an image
    // larger than its area).
    const probe = document.createElement('div');
    const probeChild = document.createElement('div');
    probe.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;height:0';
    probeChild.style.cssText = 'height:0';
    probe.append(probeChild);
    document.body.append(probe);
    const resolve = (length: string, basis: number): number => {
      const at = (width: number) => {
        probe.style.width = `${width}px`;
        probeChild.style.marginLeft = length;
        return probeChild.getBoundingClientRect().left - probe.getBoundingClientRect().left;
      };
      const zero = at(0);
      return zero + ((at(1000) - zero) / 1000) * basis;
    };
    /**
     * Whether a background image of this node can be under the text: a layer that does not repeat
     * along an axis paints one tile there (the chevron daisyUI draws at a select's end is two 4 px
     * gradient tiles, nowhere near its text), and one that misses the text is not its background.
     */
    const underText = (nodeStyle: CSSStyleDeclaration, node: Element, layer: number): boolean => {
      const pick = (value: string) => {
        const values = splitTopLevel(value);
        return values[layer % values.length] ?? '';
      };
      const box = node.getBoundingClientRect();
      const px = (value: string) => Number.parseFloat(value) || 0;
      const origin = pick(nodeStyle.backgroundOrigin);
      const inset = (side: 'Left' | 'Top' | 'Right' | 'Bottom') =>
        origin === 'border-box'
          ? 0
          : px(nodeStyle[`border${side}Width`]) + (origin === 'content-box' ? px(nodeStyle[`padding${side}`]) : 0);
      const area = {
        left: box.left + inset('Left'),
        top: box.top + inset('Top'),
        width: box.width - inset('Left') - inset('Right'),
        height: box.height - inset('Top') - inset('Bottom'),
      };
      const size = splitTopLevel(pick(nodeStyle.backgroundSize), ' ');
      const keyword = (value: string | undefined) => !value || ['auto', 'cover', 'contain'].includes(value);
      // A gradient has no size of its own: `auto`, `cover` and `contain` all fill the area.
      const width = keyword(size[0]) ? area.width : resolve(size[0] ?? '', area.width);
      const height = keyword(size[1]) ? area.height : resolve(size[1] ?? '', area.height);
      const position = splitTopLevel(pick(nodeStyle.backgroundPosition), ' ');
      const repeat = pick(nodeStyle.backgroundRepeat);
      const [repeatX, repeatY] =
        repeat === 'repeat-x'
          ? ['repeat', 'no-repeat']
          : repeat === 'repeat-y'
            ? ['no-repeat', 'repeat']
            : [repeat.split(' ')[0], repeat.split(' ')[1] ?? repeat.split(' ')[0]];
      if (position.length !== 2) return true;
      const x = area.left + resolve(position[0] ?? '0', area.width - width);
      const y = area.top + resolve(position[1] ?? '0', area.height - height);
      const [left, right] = repeatX === 'no-repeat' ? [x, x + width] : [box.left, box.right];
      const [top, bottom] = repeatY === 'no-repeat' ? [y, y + height] : [box.top, box.bottom];
      return left < textArea.right && right > textArea.left && top < textArea.bottom && bottom > textArea.top;
    };
    // Each ancestor, the element first: what it paints (bottom to top; each paint one of several
    // colours, a gradient's stops) and its opacity, which applies to all it paints, descendants included.
    const levels: { paints: Rgba[][]; opacity: number }[] = [];
    let painted = element.getClientRects().length > 0 && style.visibility !== 'hidden';
    try {
      for (let node: Element | null = element; node; ) {
        const nodeStyle = getComputedStyle(node);
        const images = nodeStyle.backgroundImage === 'none' ? [] : splitTopLevel(nodeStyle.backgroundImage);
        const current = node;
        const paints = [
          [rgba(nodeStyle.backgroundColor)],
          ...images
            .map((image, layer) => (underText(nodeStyle, current, layer) ? gradientStops(image) : []))
            .reverse()
            .filter((stops) => stops.length > 0),
        ];
        const opacity = Number.parseFloat(nodeStyle.opacity);
        if (opacity === 0) painted = false;
        levels.push({ paints, opacity });
        const parent: Node | null = node.parentNode;
        node = node.parentElement ?? (parent instanceof ShadowRoot ? parent.host : null);
      }
    } finally {
      probe.remove();
    }

    type Premultiplied = [number, number, number, number];
    const premultiply = ([r, g, b, a]: Rgba): Premultiplied => [r * a, g * a, b * a, a];
    const over = (top: Premultiplied, bottom: Premultiplied): Premultiplied =>
      [0, 1, 2, 3].map((i) => (top[i] ?? 0) + (bottom[i] ?? 0) * (1 - top[3])) as Premultiplied;
    /** The colour on screen with one colour chosen per paint, with or without the text on top. */
    const onScreen = (choice: number[][], withText: boolean): number[] => {
      let inner: Premultiplied = withText ? premultiply(text) : [0, 0, 0, 0];
      levels.forEach((level, i) => {
        let group: Premultiplied = [0, 0, 0, 0];
        level.paints.forEach((colors, p) => {
          const color = colors[choice[i]?.[p] ?? 0];
          if (color) group = over(premultiply(color), group);
        });
        group = over(inner, group);
        inner = group.map((channel) => channel * level.opacity) as Premultiplied;
      });
      return over(inner, [1, 1, 1, 1]).slice(0, 3);
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const css = (rgb: number[]) => `rgb(${rgb.map((c) => Math.round(c * 255)).join(' ')})`;

    // Every combination of gradient stops (in practice one gradient, so its stops).
    let choices: number[][][] = [levels.map((level) => level.paints.map(() => 0))];
    levels.forEach((level, i) => {
      level.paints.forEach((colors, p) => {
        choices = choices.flatMap((choice) =>
          colors.map((_, stop) => choice.map((row, r) => (r === i ? row.map((s, q) => (q === p ? stop : s)) : row))),
        );
      });
    });
    let worst = { ratio: Number.POSITIVE_INFINITY, text: '', background: '' };
    for (const choice of choices) {
      const background = onScreen(choice, false);
      const fill = onScreen(choice, true);
      const [light = 0, dark = 0] = [luminance(fill), luminance(background)].sort((x, y) => y - x);
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < worst.ratio) worst = { ratio, text: css(fill), background: css(background) };
    }

    // axe's and WCAG's large text: 18 pt, or 14 pt at weight 700 or more (1 pt = 4/3 px).
    const points = (Number.parseFloat(style.fontSize) * 72) / 96;
    const bold = Number.parseFloat(style.fontWeight) >= 700;
    const large = points >= 18 || (bold && points >= 14);
    const words = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return { ...worst, required: large ? 3 : 4.5, painted, words };
  };
  const find = (path: string[]): Element | null => {
    let root: ParentNode | null = document;
    let found: Element | null = null;
    for (const selector of path) {
      found = root?.querySelector(selector) ?? null;
      root = found?.shadowRoot ?? null;
    }
    return found;
  };
  const elements = target instanceof Element ? [target] : target.map(find);
  return elements.map((element) => (element ? measure(element) : null));
}

/** The contrast ratio of the element's text against what is behind it (see the file's comment). */
export async function textContrast(locator: Locator): Promise<number> {
  const [contrast] = await locator.evaluate(measureTextContrasts);
  if (!contrast) throw new Error('nothing measured');
  return contrast.ratio;
}

/**
 * The elements axe named (its `target` selectors: one per element, a list of them for shadow DOM)
 * whose text is below the contrast WCAG 1.4.3 asks, described for a failure message. An element
 * that has gone since axe ran (a toast) is skipped.
 */
export async function lowContrastTexts(page: Page, targets: readonly (string | string[])[][]): Promise<string[]> {
  const paths = targets.map((target) => {
    if (target.length !== 1) throw new Error(`an element in a frame, not checked: ${JSON.stringify(target)}`);
    return [target[0] ?? []].flat();
  });
  const contrasts = await page.evaluate(measureTextContrasts, paths);
  return contrasts.flatMap((contrast, i) =>
    contrast?.painted && contrast.ratio < contrast.required
      ? [
          `${paths[i]?.join(' >> ')} "${contrast.words}": ${contrast.ratio.toFixed(2)}:1, needs ${contrast.required}:1 (text ${contrast.text} on ${contrast.background})`,
        ]
      : [],
  );
}
