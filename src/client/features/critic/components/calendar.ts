// The calendar (react-day-picker, which brings date-fns) and its styles, in their own chunk: the date
// picker fetches them once the form is on screen and shows them when the popover opens.
import "react-day-picker/style.css";
import "./date-picker.css";

export { DayPicker } from "react-day-picker";
