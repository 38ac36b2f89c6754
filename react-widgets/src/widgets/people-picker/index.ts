import { reactMounter } from '../../bridge/mount-react';
import { PeoplePicker } from './people-picker';
import { peoplePickerPropsSchema } from './schema';

export default reactMounter(PeoplePicker, (raw) => peoplePickerPropsSchema.parse(raw));
