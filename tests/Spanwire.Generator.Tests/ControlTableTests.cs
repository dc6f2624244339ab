using System.Linq;
using Spanwire.Generator.Controls;
using Xunit;

namespace Spanwire.Generator.Tests;

public class ControlTableTests
{
    /// <summary>The ordered table is the one list of controls: a control class left out of it would never apply.</summary>
    [Fact]
    public void The_control_table_holds_every_control_once()
    {
        var declared = typeof(LayoutControl).Assembly.GetTypes()
            .Where(type => !type.IsAbstract && typeof(LayoutControl).IsAssignableFrom(type))
            .OrderBy(type => type.Name)
            .ToList();
        var listed = LayoutControl.All.Select(control => control.GetType()).OrderBy(type => type.Name).ToList();
        Assert.Equal(declared, listed);
    }

    /// <summary>A conflict names a control of the table, and is declared on one side only (the check runs both ways).</summary>
    [Fact]
    public void Conflicts_name_controls_of_the_table()
    {
        var listed = LayoutControl.All.Select(control => control.GetType()).ToHashSet();
        foreach (LayoutControl control in LayoutControl.All)
        {
            foreach (System.Type other in control.ConflictsWith)
            {
                Assert.Contains(other, listed);
                Assert.DoesNotContain(control.GetType(), LayoutControl.All.Single(c => c.GetType() == other).ConflictsWith);
            }
        }
    }
}
