import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickerLabels } from '../../test/messages';
import { PeoplePicker } from './people-picker';
import mountPeoplePicker from './index';

const items = [
  { value: 'group;sales', title: 'Sales', props: { subtitle: 'Projects and quotes' } },
  { value: 'group;partnerships', title: 'Partnerships', props: { subtitle: 'Resellers' } },
  { value: 'group;press', title: 'Press', props: { subtitle: 'Media requests' } },
];
const labels = pickerLabels;

function setup(value: string | null = null) {
  const onEvent = vi.fn();
  const user = userEvent.setup();
  render(<PeoplePicker items={items} labels={labels} value={value} callbacks={{ onEvent }} />);
  return { onEvent, user, input: screen.getByRole('combobox', { name: labels.label }) };
}

describe('PeoplePicker', () => {
  it('filters the list as the visitor types', async () => {
    const { user, input } = setup();
    await user.type(input, 'press');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['PressMedia requests']);
  });

  it('is operable with the keyboard alone', async () => {
    const { user, input, onEvent } = setup();
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Partnerships');
    await user.keyboard('{Enter}');
    expect(onEvent).toHaveBeenCalledWith({ type: 'select', value: 'group;partnerships' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps nothing: ArrowUp from the top stays on the first entry', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Sales');
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent(labels.noResults);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows the chosen entry that the Rust side sends back', () => {
    const { input } = setup('group;press');
    expect(input).toHaveValue('Press');
  });

  it('chooses with a click', async () => {
    const { user, input, onEvent } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /Sales/ }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'select', value: 'group;sales' });
  });
});

describe('the people picker mounter', () => {
  it('rejects props of the wrong shape at the boundary', () => {
    const element = document.createElement('div');
    expect(() => mountPeoplePicker(element, { items: 'nope' }, { onEvent: () => {} })).toThrow();
  });
});
