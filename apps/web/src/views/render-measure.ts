/**
 * How long a big table took to show, as User Timing measures the e2e run and the bench read
 * (`performance.getEntriesByName`). Called from a layout effect with the time its render began:
 *
 * - `<name>:layout`: until the table is committed to the DOM and laid out (reading its height
 *   forces the layout);
 * - `<name>`: until the first frame after that commit has been rendered (style, layout and paint
 *   of what is on screen): the end of the next animation frame, seen from a task queued in it.
 */
export function markRender(name: string, start: number, element: HTMLElement | null): void {
  void element?.offsetHeight;
  performance.measure(`${name}:layout`, { start, end: performance.now() });
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      performance.measure(name, { start, end: performance.now() });
    };
    channel.port2.postMessage(null);
  });
}
