/** Driving the page by its test ids (the new-game dialog's tests). */
import { act, fireEvent, screen } from '@testing-library/react';

export const click = (id: string) =>
  act(() => {
    fireEvent.click(screen.getByTestId(id));
  });

export const type = (id: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByTestId(id), { target: { value } });
  });
