/**
 * Arrow keys between sessions in the grid: up and down to the previous or next session of the day,
 * left and right to the nearest-in-time session of the previous or next day that has one; Home and
 * End to the first and last. Tab still walks every session in time order.
 */
export function moveBetweenEvents(event: KeyboardEvent, grid: HTMLElement) {
  const current = event.target as HTMLElement;
  if (!current.classList.contains('cal-event')) return;
  const all = [...grid.querySelectorAll<HTMLButtonElement>('.cal-event')];
  const days = [...new Set(all.map((b) => b.dataset.date ?? ''))];
  const inDay = (date: string) => all.filter((b) => b.dataset.date === date);
  const date = current.dataset.date ?? '';
  const own = inDay(date);
  const index = own.indexOf(current as HTMLButtonElement);
  let next: HTMLButtonElement | undefined;
  if (event.key === 'ArrowDown') next = own[index + 1];
  else if (event.key === 'ArrowUp') next = own[index - 1];
  else if (event.key === 'Home') next = all[0];
  else if (event.key === 'End') next = all.at(-1);
  else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const target = days[days.indexOf(date) + step];
    if (target) {
      const top = current.getBoundingClientRect().top;
      next = inDay(target).reduce<HTMLButtonElement | undefined>(
        (best, b) =>
          !best || Math.abs(b.getBoundingClientRect().top - top) < Math.abs(best.getBoundingClientRect().top - top)
            ? b
            : best,
        undefined,
      );
    }
  } else return;
  event.preventDefault();
  next?.focus();
}
